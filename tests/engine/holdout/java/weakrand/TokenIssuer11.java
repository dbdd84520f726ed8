// holdout: safe cwe=330
package org.example.web.weakrand;

import java.io.IOException;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/weakrand/tokenissuer11")
public class TokenIssuer11 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        byte[] bytes = new byte[24];
        try {
            SecureRandom.getInstance("SHA1PRNG").nextBytes(bytes);
        } catch (NoSuchAlgorithmException e) {
            throw new ServletException(e);
        }
        String token = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        request.getSession().setAttribute("csrfToken", token);
        response.getWriter().println("<input type=\"hidden\" name=\"csrf\" value=\"" + token + "\">");
    }
}
