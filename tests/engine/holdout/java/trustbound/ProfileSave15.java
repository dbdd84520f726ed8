// holdout: vulnerable cwe=501
package org.example.web.trustbound;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/trustbound/profilesave15")
public class ProfileSave15 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        Map<String, String[]> paramMap = request.getParameterMap();
        String incoming = "";
        String[] given = paramMap.get("q");
        if (given != null && given.length > 0) {
            incoming = given[0];
        }
        String selected = incoming;
        Map<String, String> profile = new HashMap<>();
        profile.put("nick", selected);
        request.getSession().setAttribute("profile.nick", profile.get("nick"));
    }
}
