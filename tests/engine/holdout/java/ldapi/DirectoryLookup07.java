// holdout: vulnerable cwe=90
package org.example.web.ldapi;

import java.io.IOException;
import java.util.Enumeration;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.ldap.core.AttributesMapper;
import org.springframework.ldap.core.LdapTemplate;
import org.springframework.ldap.core.support.LdapContextSource;

@WebServlet(value = "/ldapi/directorylookup07")
public class DirectoryLookup07 extends HttpServlet {
    private static final long serialVersionUID = 1L;
    private static final Set<String> STANDARD_HEADERS =
            Set.of("host", "user-agent", "accept", "accept-encoding", "accept-language", "connection", "cookie");

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = "";
        Enumeration<String> headerNames = request.getHeaderNames();
        while (headerNames.hasMoreElements()) {
            String headerName = headerNames.nextElement();
            if (STANDARD_HEADERS.contains(headerName.toLowerCase(Locale.ROOT))) {
                continue;
            }
            param = headerName;
            break;
        }
        String item = "standard";
        int limit = 250;
        if ((limit / 5) * 3 > 100) {
            item = param;
        }
        LdapContextSource source = new LdapContextSource();
        source.setUrl("ldap://ldap.internal:389");
        source.setBase("dc=example,dc=org");
        source.afterPropertiesSet();
        LdapTemplate ldap = new LdapTemplate(source);
        List<String> names = ldap.search("ou=people", "(uid=" + item + ")",
                (AttributesMapper<String>) attrs -> (String) attrs.get("cn").get());
        response.getWriter().println(names);
    }
}
