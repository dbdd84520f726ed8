// holdout: safe cwe=78
package org.example.web.cmdi;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class HostTool12 {

    @GetMapping("/cmdi/hosttool12/{term}")
    public void handle(@PathVariable("term") String raw, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        List<String> items = new ArrayList<>();
        items.add("north");
        items.add(raw);
        items.add("south");
        items.remove(0);
        String item = items.get(1);
        Process proc = Runtime.getRuntime().exec(new String[] { "/bin/sh", "-c", "ping -c 1 " + item });
        try (InputStream out = proc.getInputStream()) {
            response.getOutputStream().write(out.readAllBytes());
        }
    }
}
