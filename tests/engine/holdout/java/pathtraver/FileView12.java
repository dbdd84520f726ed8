// holdout: safe cwe=22
package org.example.web.pathtraver;

import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class FileView12 {

    @GetMapping("/pathtraver/fileview12/{tag}")
    public void handle(@PathVariable("tag") String provided, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        List<String> items = new ArrayList<>();
        items.add("north");
        items.add(provided);
        items.add("south");
        items.remove(0);
        String item = items.get(1);
        java.net.URI uri = java.net.URI.create("file:///srv/app/static/" + item);
        File f = new File(uri);
        response.getWriter().println(f.exists() ? "found" : "missing");
    }
}
