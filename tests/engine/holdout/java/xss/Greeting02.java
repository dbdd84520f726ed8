// holdout: safe cwe=79
package org.example.web.xss;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.owasp.esapi.ESAPI;

@WebServlet(value = "/xss/greeting02")
public class Greeting02 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String userValue = request.getPathInfo();
        userValue = (userValue == null || userValue.length() < 2) ? "" : userValue.substring(1);
        Map<String, Object> slots = new HashMap<>();
        slots.put("first", "fixed-value");
        slots.put("second", userValue);
        slots.put("third", "another-value");
        String selected = (String) slots.get("second");
        response.getWriter().println("<p>Hello " + ESAPI.encoder().encodeForHTML(selected) + "</p>");
    }
}
