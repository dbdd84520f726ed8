// holdout: safe cwe=90
package org.example.web.ldapi;

import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
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
import org.owasp.esapi.ESAPI;

@WebServlet(value = "/ldapi/directorylookup10")
public class DirectoryLookup10 extends HttpServlet {
    private static final long serialVersionUID = 1L;

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
        String rawQuery = request.getQueryString();
        String param = "";
        if (rawQuery != null) {
            int start = rawQuery.indexOf("user=");
            if (start >= 0) {
                int end = rawQuery.indexOf('&', start);
                param = rawQuery.substring(start + "user=".length(), end < 0 ? rawQuery.length() : end);
                param = URLDecoder.decode(param, StandardCharsets.UTF_8);
            }
        }
        String operand = param.length() > 64 ? param.substring(0, 64) : param;
        try {
            DirContext ctx = openDirectory();
            String safe = ESAPI.encoder().encodeForLDAP(operand);
            NamingEnumeration<SearchResult> results =
                    ctx.search("ou=people,dc=example,dc=org", "(cn=" + safe + ")", new SearchControls());
            response.getWriter().println(results.hasMore());
        } catch (NamingException e) {
            throw new ServletException(e);
        }
    }
}
