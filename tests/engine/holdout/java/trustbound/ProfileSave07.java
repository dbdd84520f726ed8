// holdout: vulnerable cwe=501
package org.example.web.trustbound;

import java.io.IOException;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/trustbound/profilesave07")
public class ProfileSave07 extends HttpServlet {
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
        String bar = String.format("%s", param).strip();
        Map<String, String> profile = new HashMap<>();
        profile.put("nick", bar);
        request.getSession().setAttribute("profile.nick", profile.get("nick"));
    }
}
