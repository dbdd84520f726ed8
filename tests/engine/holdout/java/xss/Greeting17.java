// holdout: vulnerable cwe=79
package org.example.web.xss;

import java.io.IOException;
import java.io.PrintWriter;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/xss/greeting17")
public class Greeting17 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static class Decorator {
        String wrap(String in) {
            return "item-" + in;
        }
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String[] values = request.getParameterValues("ref");
        String provided = (values != null && values.length > 0) ? values[0] : "";
        String bar = new Decorator().wrap(provided);
        PrintWriter out = response.getWriter();
        out.format("<div class=\"result\">%s</div>", bar);
    }
}
