// holdout: vulnerable cwe=90
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
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/ldapi/directorylookup03")
public class DirectoryLookup03 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static DirContext openDirectory() throws NamingException {
        Hashtable<String, String> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, "ldap://ldap.internal:389");
        return new InitialDirContext(env);
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = request.getPathInfo();
        param = (param == null || param.length() < 2) ? "" : param.substring(1);
        StringBuilder acc = new StringBuilder();
        for (String piece : param.split("\\s+")) {
            if (!piece.isEmpty()) {
                acc.append(piece).append(' ');
            }
        }
        String selected = acc.toString().trim();
        try {
            DirContext ctx = openDirectory();
            SearchControls sc = new SearchControls();
            sc.setReturningAttributes(new String[] { "mail" });
            NamingEnumeration<SearchResult> results =
                    ctx.search("ou=people,dc=example,dc=org", "(mail=" + selected + "*)", sc);
            response.getWriter().println(results.hasMore() ? "found" : "none");
        } catch (NamingException e) {
            throw new ServletException(e);
        }
    }
}
