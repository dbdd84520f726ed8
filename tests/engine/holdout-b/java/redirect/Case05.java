// holdout: safe cwe=601
package com.acme.holdoutb.redirect;

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

    @GetMapping("/b/redirect/5")
    public String handle(@RequestBody Map<String, String> body, HttpServletResponse response) throws Exception {
        String input = body.get("name");
        Map<String, String> choices = Map.of("a", "alpha", "b", "beta");
        String v = choices.getOrDefault(input, "alpha");
        response.setStatus(302);
        response.setHeader("Location", v);
        return null;
    }
}
