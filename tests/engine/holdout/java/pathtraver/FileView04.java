// holdout: safe cwe=22
package org.example.web.pathtraver;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class FileView04 {

    @GetMapping("/pathtraver/fileview04")
    public void handle(@RequestParam("file") String provided, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String[] parts = { "head", provided, "tail" };
        String bar = parts[2];
        boolean removed = Files.deleteIfExists(Path.of("/srv/app/tmp").resolve(bar));
        response.getWriter().println(removed ? "deleted" : "missing");
    }
}
