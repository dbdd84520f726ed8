// holdout: vulnerable cwe=90
package org.example.web.ldapi;

import java.io.BufferedReader;
import java.io.IOException;
import java.util.HashMap;
import java.util.Hashtable;
import java.util.Map;
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

@WebServlet(value = "/ldapi/directorylookup17")
public class DirectoryLookup17 extends HttpServlet {
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
        Map<String, String> lookup = new HashMap<>();
        lookup.put("keyA", "static");
        lookup.put("keyB", param);
        String key = "key" + "B";
        String item = lookup.get(key);
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
