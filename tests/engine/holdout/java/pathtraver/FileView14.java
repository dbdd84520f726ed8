// holdout: safe cwe=22
package org.example.web.pathtraver;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.net.URLDecoder;
import java.util.Enumeration;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.apache.commons.io.FilenameUtils;

@WebServlet(value = "/pathtraver/fileview14")
public class FileView14 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String userValue = "";
        Enumeration<String> headers = request.getHeaders("ref");
        if (headers != null && headers.hasMoreElements()) {
            userValue = headers.nextElement();
        }
        userValue = URLDecoder.decode(userValue, "UTF-8");
        int base = 86;
        String item = (7 * 18) - base > 200 ? "fallback" : userValue;
        String fileName = FilenameUtils.getName(item);
        File target = new File("/srv/app/reports", fileName);
        try (FileInputStream in = new FileInputStream(target)) {
            response.getOutputStream().write(in.readAllBytes());
        }
    }
}
