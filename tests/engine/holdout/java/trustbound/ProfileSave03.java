// holdout: vulnerable cwe=501
package org.example.web.trustbound;

import java.io.IOException;
import java.net.URLDecoder;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

@WebServlet(value = "/trustbound/profilesave03")
public class ProfileSave03 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        Map<String, String[]> paramMap = request.getParameterMap();
        String raw = "";
        String[] given = paramMap.get("name");
        if (given != null && given.length > 0) {
            raw = given[0];
        }
        String operand;
        try {
            operand = URLDecoder.decode(raw, "UTF-8");
        } catch (IllegalArgumentException e) {
            operand = "invalid";
        }
        HttpSession session = request.getSession(true);
        session.setAttribute(operand, "visited");
        response.getWriter().println("ok");
    }
}
