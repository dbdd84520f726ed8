// holdout: safe cwe=918
package com.acme.holdoutb.ssrf;

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
public class Case08 {

    record Query(String term, String sort) {}

    private final JdbcTemplate jdbc;
    private final DataSource dataSource;
    private final RestTemplate restTemplate = new RestTemplate();

    public Case08(JdbcTemplate jdbc, DataSource dataSource) {
        this.jdbc = jdbc;
        this.dataSource = dataSource;
    }

    @GetMapping("/b/ssrf/8")
    public String handle(@PathVariable("id") String input, HttpServletResponse response) throws Exception {
        Query q = new Query(input, "name");
        String v = q.term();
        int id = Integer.parseInt(v);
        try (InputStream in = new URL("https://api.example.com/items/" + id).openStream()) {
            return new String(in.readAllBytes());
        }
    }
}
