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
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.ldap.support.LdapEncoder;

@WebServlet(value = "/ldapi/directorylookup06")
public class DirectoryLookup06 extends HttpServlet {
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
        String[] values = request.getParameterValues("name");
        String provided = (values != null && values.length > 0) ? values[0] : "";
        String item = String.format("%s", provided).strip();
        try {
            DirContext ctx = openDirectory();
            String filter = "(&(objectClass=person)(uid=" + LdapEncoder.filterEncode(item) + "))";
            NamingEnumeration<SearchResult> results = ctx.search("ou=people,dc=example,dc=org", filter, new SearchControls());
            response.getWriter().println(results.hasMore());
        } catch (NamingException e) {
            throw new ServletException(e);
        }
    }
}
