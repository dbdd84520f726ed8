// holdout: safe cwe=90
package org.example.web.ldapi;

import java.io.IOException;
import java.util.Enumeration;
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

@WebServlet(value = "/ldapi/directorylookup02")
public class DirectoryLookup02 extends HttpServlet {
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
        String provided = "";
        Enumeration<String> names = request.getParameterNames();
        while (names.hasMoreElements()) {
            String name = names.nextElement();
            String[] vals = request.getParameterValues(name);
            if (vals != null && vals.length == 1 && "tag".equals(vals[0])) {
                provided = name;
                break;
            }
        }
        String subject = "standard";
        int limit = 250;
        if ((limit / 5) * 3 > 100) {
            subject = provided;
        }
        try {
            DirContext ctx = openDirectory();
            SearchControls sc = new SearchControls();
            sc.setSearchScope(SearchControls.SUBTREE_SCOPE);
            NamingEnumeration<SearchResult> results = ctx.search("ou=people,dc=example,dc=org",
                    "(&(objectClass=person)(uid={0}))", new Object[] { subject }, sc);
            while (results.hasMore()) {
                response.getWriter().println(results.next().getNameInNamespace());
            }
        } catch (NamingException e) {
            throw new ServletException(e);
        }
    }
}
