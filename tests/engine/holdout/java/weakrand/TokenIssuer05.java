// holdout: vulnerable cwe=330
package org.example.web.weakrand;

import java.io.IOException;
import java.util.Base64;
import java.util.Random;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/weakrand/tokenissuer05")
public class TokenIssuer05 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        byte[] bytes = new byte[16];
        new Random().nextBytes(bytes);
        String token = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        request.getSession().setAttribute("csrfToken", token);
        response.getWriter().println("<input type=\"hidden\" name=\"csrf\" value=\"" + token + "\">");
    }
}
