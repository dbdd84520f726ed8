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
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class DirectoryLookup04 {

    private static String resolveAlias(String value) {
        String alias = "default-alias";
        return alias;
    }

    private static DirContext openDirectory() throws NamingException {
        Hashtable<String, String> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, "ldap://ldap.internal:389");
        return new InitialDirContext(env);
    }

    @GetMapping("/ldapi/directorylookup04")
    public void handle(@RequestParam("file") String userValue, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String subject = resolveAlias(userValue);
        try {
            DirContext ctx = openDirectory();
            StringBuilder filter = new StringBuilder("(|(cn=");
            filter.append(subject).append(")(sn=").append(subject).append("))");
            NamingEnumeration<SearchResult> results =
                    ctx.search("dc=example,dc=org", filter.toString(), new SearchControls());
            response.getWriter().println(results.hasMore());
        } catch (NamingException e) {
            throw new ServletException(e);
        }
    }
}
