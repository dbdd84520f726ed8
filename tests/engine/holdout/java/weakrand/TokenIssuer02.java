// holdout: vulnerable cwe=330
package org.example.web.weakrand;

import java.io.IOException;
import java.util.Random;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/weakrand/tokenissuer02")
public class TokenIssuer02 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        Random rng = new Random(System.currentTimeMillis());
        String token = String.valueOf(rng.nextInt(1_000_000));
        request.getSession().setAttribute("csrfToken", token);
        response.getWriter().println("<input type=\"hidden\" name=\"csrf\" value=\"" + token + "\">");
    }
}
