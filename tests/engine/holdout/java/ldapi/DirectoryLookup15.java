// holdout: vulnerable cwe=90
package org.example.web.ldapi;

import java.io.IOException;
import java.util.List;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.ldap.core.AttributesMapper;
import org.springframework.ldap.core.LdapTemplate;
import org.springframework.ldap.core.support.LdapContextSource;

@WebServlet(value = "/ldapi/directorylookup15")
public class DirectoryLookup15 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = request.getPathInfo();
        param = (param == null || param.length() < 2) ? "" : param.substring(1);
        String operand = param.length() > 64 ? param.substring(0, 64) : param;
        LdapContextSource source = new LdapContextSource();
        source.setUrl("ldap://ldap.internal:389");
        source.setBase("dc=example,dc=org");
        source.afterPropertiesSet();
        LdapTemplate ldap = new LdapTemplate(source);
        List<String> names = ldap.search("ou=people", "(uid=" + operand + ")",
                (AttributesMapper<String>) attrs -> (String) attrs.get("cn").get());
        response.getWriter().println(names);
    }
}
