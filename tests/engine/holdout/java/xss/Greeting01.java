// holdout: vulnerable cwe=79
package org.example.web.xss;

import java.io.IOException;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/xss/greeting01")
public class Greeting01 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        Map<String, String[]> paramMap = request.getParameterMap();
        String provided = "";
        String[] given = paramMap.get("id");
        if (given != null && given.length > 0) {
            provided = given[0];
        }
        StringBuilder sb = new StringBuilder();
        sb.append(provided).append(' ');
        String operand = sb.toString().trim();
        response.getWriter().println("<p>Hello " + operand + "</p>");
    }
}
