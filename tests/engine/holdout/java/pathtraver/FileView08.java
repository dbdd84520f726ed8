// holdout: safe cwe=22
package org.example.web.pathtraver;

import java.io.BufferedReader;
import java.io.File;
import java.io.FileReader;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class FileView08 {

    @PostMapping("/pathtraver/fileview08")
    public void handle(@RequestParam(value = "q", defaultValue = "") String raw, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        Map<String, Object> slots = new HashMap<>();
        slots.put("first", "fixed-value");
        slots.put("second", raw);
        slots.put("third", "another-value");
        String operand = (String) slots.get("third");
        File dir = new File("/srv/app/templates");
        try (BufferedReader reader = new BufferedReader(new FileReader(new File(dir, operand)))) {
            response.getWriter().println(reader.readLine());
        }
    }
}
