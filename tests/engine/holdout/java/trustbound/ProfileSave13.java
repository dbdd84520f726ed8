// holdout: vulnerable cwe=501
package org.example.web.trustbound;

import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

@WebServlet(value = "/trustbound/profilesave13")
public class ProfileSave13 extends HttpServlet {
    private static final long serialVersionUID = 1L;

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
            int start = rawQuery.indexOf("tag=");
            if (start >= 0) {
                int end = rawQuery.indexOf('&', start);
                param = rawQuery.substring(start + "tag=".length(), end < 0 ? rawQuery.length() : end);
                param = URLDecoder.decode(param, StandardCharsets.UTF_8);
            }
        }
        Map<String, Object> slots = new HashMap<>();
        slots.put("first", "fixed-value");
        slots.put("second", param);
        slots.put("third", "another-value");
        String bar = (String) slots.get("second");
        HttpSession session = request.getSession();
        session.putValue("lastSearch", bar);
    }
}
