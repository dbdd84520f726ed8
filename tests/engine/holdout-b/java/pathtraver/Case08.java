// holdout: safe cwe=22
package com.acme.holdoutb.pathtraver;

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

    @GetMapping("/b/pathtraver/8")
    public String handle(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String input = request.getQueryString();
        String v = Stream.of(input.split(",")).map(String::trim).filter(s -> !s.isEmpty()).collect(Collectors.joining(","));
        String name = FilenameUtils.getName(v);
        return Files.readString(Paths.get("/srv/data", name));
    }
}
