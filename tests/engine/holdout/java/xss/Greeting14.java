// holdout: safe cwe=79
package org.example.web.xss;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.owasp.encoder.Encode;

@WebServlet(value = "/xss/greeting14")
public class Greeting14 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String provided = request.getPathInfo();
        provided = (provided == null || provided.length() < 2) ? "" : provided.substring(1);
        String selected;
        String guide = "ABC";
        char pick = guide.charAt(2);
        switch (pick) {
            case 'A':
                selected = provided;
                break;
            case 'B':
                selected = "plain";
                break;
            case 'C':
                selected = provided;
                break;
            default:
                selected = "plain";
                break;
        }
        response.getWriter().println("<li>" + Encode.forHtml(selected) + "</li>");
    }
}
