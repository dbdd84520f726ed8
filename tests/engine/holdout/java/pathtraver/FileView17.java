// holdout: vulnerable cwe=22
package org.example.web.pathtraver;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Paths;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/pathtraver/fileview17")
public class FileView17 extends HttpServlet {
    private static final long serialVersionUID = 1L;
    private static final String BASE_DIR = "/srv/app/reports";

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String incoming = request.getPathInfo();
        incoming = (incoming == null || incoming.length() < 2) ? "" : incoming.substring(1);
        String operand;
        String guide = "ABC";
        char pick = guide.charAt(2);
        switch (pick) {
            case 'A':
                operand = incoming;
                break;
            case 'B':
                operand = "plain";
                break;
            case 'C':
                operand = incoming;
                break;
            default:
                operand = "plain";
                break;
        }
        byte[] data = Files.readAllBytes(Paths.get(BASE_DIR, operand));
        response.getOutputStream().write(data);
    }
}
