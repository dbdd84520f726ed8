// holdout: safe cwe=79
package org.example.web.xss;

import java.io.IOException;
import java.io.PrintWriter;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class Greeting08 {

    @PostMapping("/xss/greeting08")
    public void handle(@RequestParam(value = "user", defaultValue = "") String incoming, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        int count = 0;
        try {
            count = Integer.parseInt(incoming);
        } catch (NumberFormatException e) {
            count = -1;
        }
        String selected = "" + count;
        PrintWriter writer = response.getWriter();
        writer.append("<b>").append(selected).append("</b>");
    }
}
