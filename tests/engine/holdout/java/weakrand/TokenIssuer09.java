// holdout: vulnerable cwe=330
package org.example.web.weakrand;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/weakrand/tokenissuer09")
public class TokenIssuer09 extends HttpServlet {
    private static final long serialVersionUID = 1L;
    private static final Map<String, String> RESET_TOKENS = new HashMap<>();

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        double g = new Random().nextGaussian();
        String token = Long.toHexString(Double.doubleToLongBits(g));
        String email = request.getParameter("email");
        RESET_TOKENS.put(token, email);
        response.getWriter().println("A reset link was sent.");
    }
}
