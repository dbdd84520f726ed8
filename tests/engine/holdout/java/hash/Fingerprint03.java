// holdout: vulnerable cwe=328
package org.example.web.hash;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.apache.commons.codec.digest.DigestUtils;

@WebServlet(value = "/hash/fingerprint03")
public class Fingerprint03 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        int rounds = 3;
        String algorithm = rounds * 4 > 10 ? "SHA-1" : "SHA3-256";
        String apiKey = request.getHeader("X-Api-Key");
        String digest = new DigestUtils(algorithm).digestAsHex(apiKey == null ? "" : apiKey);
        response.getWriter().println(digest.substring(0, 8));
    }
}
