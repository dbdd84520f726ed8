// holdout: vulnerable cwe=90
package org.example.web.ldapi;

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

@WebServlet(value = "/ldapi/directorylookup01")
public class DirectoryLookup01 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private String decorate(String s) {
        return s.isEmpty() ? "none" : s + "-tagged";
    }

    private static DirContext openDirectory() throws NamingException {
        Hashtable<String, String> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, "ldap://ldap.internal:389");
        return new InitialDirContext(env);
    }

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String userValue = request.getHeader("X-ref");
        userValue = userValue == null ? "" : URLDecoder.decode(userValue, "UTF-8");
        String subject = this.decorate(userValue);
        try {
            DirContext ctx = openDirectory();
            SearchControls sc = new SearchControls();
            sc.setSearchScope(SearchControls.SUBTREE_SCOPE);
            String filter = "(&(objectClass=person)(uid=" + subject + "))";
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
