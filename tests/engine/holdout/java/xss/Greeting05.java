// holdout: vulnerable cwe=79
package org.example.web.xss;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/xss/greeting05")
public class Greeting05 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String[] values = request.getParameterValues("note");
        String raw = (values != null && values.length > 0) ? values[0] : "";
        List<String> items = new ArrayList<>();
        items.add("north");
        items.add(raw);
        items.add("south");
        items.remove(0);
        String operand = items.get(0);
        response.getWriter().write("<span>" + operand + "</span>");
    }
}
