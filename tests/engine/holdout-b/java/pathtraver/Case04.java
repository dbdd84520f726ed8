// holdout: vulnerable cwe=22
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
public class Case04 {

    record Query(String term, String sort) {}

    private final JdbcTemplate jdbc;
    private final DataSource dataSource;
    private final RestTemplate restTemplate = new RestTemplate();

    public Case04(JdbcTemplate jdbc, DataSource dataSource) {
        this.jdbc = jdbc;
        this.dataSource = dataSource;
    }

    @GetMapping("/b/pathtraver/4")
    public String handle(@RequestHeader("X-Term") String input, HttpServletResponse response) throws Exception {
        String v = "%s".formatted(input);
        return Files.readString(Paths.get("/srv/data", v));
    }
}
