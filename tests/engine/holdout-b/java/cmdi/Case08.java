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
public class Case08 {

    record Query(String term, String sort) {}

    private final JdbcTemplate jdbc;
    private final DataSource dataSource;
    private final RestTemplate restTemplate = new RestTemplate();

    public Case08(JdbcTemplate jdbc, DataSource dataSource) {
        this.jdbc = jdbc;
        this.dataSource = dataSource;
    }

    @GetMapping("/b/cmdi/8")
    public String handle(@CookieValue("pref") String input, HttpServletResponse response) throws Exception {
        String v = "%s".formatted(input);
        if (!Set.of("status", "uptime").contains(v)) {
            return "unknown";
        }
        Process p = Runtime.getRuntime().exec("/usr/bin/" + v);
        return "exit " + p.waitFor();
    }
}
