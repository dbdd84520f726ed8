// holdout: safe cwe=79
package org.example.web.xss;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class Greeting12 {

    @GetMapping("/xss/greeting12/{tag}")
    public void handle(@PathVariable("tag") String raw, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String selected;
        String guide = "ABC";
        char pick = guide.charAt(1);
        switch (pick) {
            case 'A':
                selected = raw;
                break;
            case 'B':
                selected = "plain";
                break;
            case 'C':
                selected = raw;
                break;
            default:
                selected = "plain";
                break;
        }
        Object[] args = { selected, "today" };
        response.getWriter().printf("<p>%s was updated %s</p>", args);
    }
}
