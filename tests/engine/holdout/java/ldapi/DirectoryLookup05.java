// holdout: vulnerable cwe=90
package org.example.web.ldapi;

import java.io.BufferedReader;
import java.io.IOException;
import java.net.URLDecoder;
import java.util.Hashtable;
import javax.naming.Context;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/ldapi/directorylookup05")
public class DirectoryLookup05 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static DirContext openDirectory() throws NamingException {
        Hashtable<String, String> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, "ldap://ldap.internal:389");
        return new InitialDirContext(env);
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        StringBuilder body = new StringBuilder();
        try (BufferedReader reader = request.getReader()) {
            String line;
            while ((line = reader.readLine()) != null) {
                body.append(line);
            }
        }
        String param = body.toString().trim();
        String bar;
        try {
            bar = URLDecoder.decode(param, "UTF-8");
        } catch (IllegalArgumentException e) {
            bar = "invalid";
        }
        try {
            DirContext ctx = openDirectory();
            StringBuilder filter = new StringBuilder("(|(cn=");
            filter.append(bar).append(")(sn=").append(bar).append("))");
            NamingEnumeration<SearchResult> results =
                    ctx.search("dc=example,dc=org", filter.toString(), new SearchControls());
            response.getWriter().println(results.hasMore());
        } catch (NamingException e) {
            throw new ServletException(e);
        }
    }
}
