// holdout: vulnerable cwe=330
package org.example.web.weakrand;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/weakrand/tokenissuer08")
public class TokenIssuer08 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        int code = (int) (Math.random() * 900000) + 100000;
        String token = Integer.toString(code);
        request.getSession().setAttribute("csrfToken", token);
        response.getWriter().println("<input type=\"hidden\" name=\"csrf\" value=\"" + token + "\">");
    }
}
