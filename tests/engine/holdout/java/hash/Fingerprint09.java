// holdout: vulnerable cwe=328
package org.example.web.hash;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.apache.commons.codec.digest.DigestUtils;

@WebServlet(value = "/hash/fingerprint09")
public class Fingerprint09 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String algorithm = System.getProperty("app.crypto.algorithm", "MD5");
        String apiKey = request.getHeader("X-Api-Key");
        String digest = new DigestUtils(algorithm).digestAsHex(apiKey == null ? "" : apiKey);
        response.getWriter().println(digest.substring(0, 8));
    }
}
