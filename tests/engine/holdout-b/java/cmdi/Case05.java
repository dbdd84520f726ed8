// holdout: safe cwe=78
package com.acme.holdoutb.cmdi;

import java.io.*;
import java.net.*;
import java.net.http.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.sql.*;
import java.util.*;
import java.util.function.*;
import java.util.stream.*;
import javax.servlet.http.*;
import javax.sql.DataSource;
import org.apache.commons.io.FilenameUtils;
import org.owasp.encoder.Encode;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.*;
import org.springframework.web.client.RestTemplate;
import org.springframework.web.util.HtmlUtils;

@RestController
public class Case05 {

    record Query(String term, String sort) {}

    private final JdbcTemplate jdbc;
    private final DataSource dataSource;
    private final RestTemplate restTemplate = new RestTemplate();

    public Case05(JdbcTemplate jdbc, DataSource dataSource) {
        this.jdbc = jdbc;
        this.dataSource = dataSource;
    }

    @GetMapping("/b/cmdi/5")
    public String handle(@CookieValue("pref") String input, HttpServletResponse response) throws Exception {
        String v = Stream.of("alpha", "beta").filter(s -> s.equals(input)).findFirst().orElse("alpha");
        Process p = new ProcessBuilder("bash", "-c", "tar czf /tmp/out.tgz " + v).start();
        return "exit " + p.waitFor();
    }
}
