import Testing

@testable import ChatShotServe

@Suite struct OriginPolicyTests {
  private func head(_ method: String, _ headers: [String: String]) -> RequestHead {
    RequestHead(method: method, path: "/render", headers: headers)
  }

  @Test func loopbackHostsOnly() {
    let policy = OriginPolicy(corsOrigin: nil, loopback: true)
    for host in ["127.0.0.1:8080", "localhost:1", "[::1]:8080", "127.9.9.9"] {
      #expect(policy.refusal(head("GET", ["host": host])) == nil, "\(host)")
    }
    for host in ["evil.example", "127.0.0.1.evil.example:80", "[::2]:80", ""] {
      #expect(policy.refusal(head("GET", ["host": host])) != nil, "\(host)")
    }
    #expect(
      OriginPolicy(corsOrigin: nil, loopback: false).refusal(head("GET", ["host": "x"])) == nil)
  }

  @Test func crossOriginPostsNeedCORS() {
    let host = ["host": "127.0.0.1:8080"]
    let none = OriginPolicy(corsOrigin: nil, loopback: true)
    let cors = OriginPolicy(corsOrigin: "https://a.example", loopback: true)
    let own = host.merging(["origin": "http://127.0.0.1:8080"]) { $1 }
    let other = host.merging(["origin": "https://a.example"]) { $1 }
    #expect(none.refusal(head("POST", own)) == nil)
    #expect(none.refusal(head("POST", other)) != nil)
    #expect(none.refusal(head("GET", other)) == nil)
    #expect(cors.refusal(head("POST", other)) == nil)
    #expect(cors.corsHeaders(head("POST", other)).first?.value == "https://a.example")
    #expect(none.corsHeaders(head("POST", other)).isEmpty)
    #expect(none.refusal(head("POST", host.merging(["origin": "null"]) { $1 })) != nil)
    #expect(
      none.refusal(head("POST", host.merging(["sec-fetch-site": "cross-site"]) { $1 })) != nil)
    #expect(
      none.refusal(head("POST", host.merging(["sec-fetch-site": "same-origin"]) { $1 })) == nil)
  }
}
