// holdout: safe cwe=330
package org.example.web.weakrand;

import java.io.IOException;
import java.util.UUID;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/weakrand/tokenissuer14")
public class TokenIssuer14 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String token = UUID.randomUUID().toString();
        request.getSession().setAttribute("csrfToken", token);
        response.getWriter().println("<input type=\"hidden\" name=\"csrf\" value=\"" + token + "\">");
    }
}
