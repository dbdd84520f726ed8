// holdout: safe cwe=330
package org.example.web.weakrand;

import java.io.IOException;
import java.security.SecureRandom;
import java.util.HashMap;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/weakrand/tokenissuer15")
public class TokenIssuer15 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final SecureRandom RNG = new SecureRandom();

    private static String newToken() {
        return Long.toString(RNG.nextLong() & Long.MAX_VALUE, 36);
    }
    private static final Map<String, String> RESET_TOKENS = new HashMap<>();

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String token = newToken();
        String email = request.getParameter("email");
        RESET_TOKENS.put(token, email);
        response.getWriter().println("A reset link was sent.");
    }
}
