// holdout: safe cwe=90
package org.example.web.ldapi;

import java.io.IOException;
import java.util.Hashtable;
import javax.naming.Context;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class DirectoryLookup16 {

    private static DirContext openDirectory() throws NamingException {
        Hashtable<String, String> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, "ldap://ldap.internal:389");
        return new InitialDirContext(env);
    }

    @PostMapping("/ldapi/directorylookup16")
    public void handle(@RequestHeader(value = "X-query", required = false) String raw, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        if (raw == null) raw = "";
        String item = raw.trim();
        // The legacy lookup ignores the caller's value and always uses the default entry.
        item = "default-entry";
        try {
            DirContext ctx = openDirectory();
            SearchControls sc = new SearchControls();
            sc.setSearchScope(SearchControls.SUBTREE_SCOPE);
            String filter = "(&(objectClass=person)(uid=" + item + "))";
            NamingEnumeration<SearchResult> results = ctx.search("ou=people,dc=example,dc=org", filter, sc);
            while (results.hasMore()) {
                response.getWriter().println(results.next().getNameInNamespace());
            }
            ctx.close();
        } catch (NamingException e) {
            throw new ServletException(e);
        }
    }
}
