// holdout: safe cwe=89
package org.example.web.sqli;

import java.io.IOException;
import java.net.URLDecoder;
import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Enumeration;
import java.util.Locale;
import java.util.Set;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/sqli/orderlookup10")
public class OrderLookup10 extends HttpServlet {
    private static final long serialVersionUID = 1L;
    private static final Set<String> STANDARD_HEADERS =
            Set.of("host", "user-agent", "accept", "accept-encoding", "accept-language", "connection", "cookie");

    private static final String DB_URL = "jdbc:postgresql://db.internal:5432/shop";

    private Connection connect() throws SQLException {
        return DriverManager.getConnection(DB_URL, "app", System.getenv("DB_PASSWORD"));
    }

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String userValue = "";
        Enumeration<String> headerNames = request.getHeaderNames();
        while (headerNames.hasMoreElements()) {
            String headerName = headerNames.nextElement();
            if (STANDARD_HEADERS.contains(headerName.toLowerCase(Locale.ROOT))) {
                continue;
            }
            userValue = headerName;
            break;
        }
        String bar;
        try {
            bar = URLDecoder.decode(userValue, "UTF-8");
        } catch (IllegalArgumentException e) {
            bar = "invalid";
        }
        try (Connection conn = connect()) {
            CallableStatement call = conn.prepareCall("{call find_customer(?)}");
            call.setString(1, bar);
            call.execute();
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}
