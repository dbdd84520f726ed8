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
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class DirectoryLookup08 {
    private static final boolean LEGACY_MODE = false;

    private static DirContext openDirectory() throws NamingException {
        Hashtable<String, String> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, "ldap://ldap.internal:389");
        return new InitialDirContext(env);
    }

    @PostMapping("/ldapi/directorylookup08")
    public void handle(@RequestParam(value = "query", defaultValue = "") String userValue, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String selected = "preset";
        if (LEGACY_MODE) {
            selected = userValue;
        }
        try {
            DirContext ctx = openDirectory();
            SearchControls sc = new SearchControls();
            sc.setSearchScope(SearchControls.SUBTREE_SCOPE);
            String filter = "(&(objectClass=person)(uid=" + selected + "))";
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
