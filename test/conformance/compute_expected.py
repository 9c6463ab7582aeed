#!/usr/bin/env python3
"""Expected peer digests for the conformance vectors, computed independently of mcp-drift-gate.

CPython 3 standard library only. Each peer's algorithm is written here from its published source
(see docs/TRUST.md for versions and files), NOT from the gate's TypeScript:

  mcptrust/  MCPTrust v0.1.2: description_hash = sha256(description bytes); input_schema_hash =
             sha256(Go json.Marshal(schema) with keys sorted by UTF-8 bytes), "" for nil / {}.
             Prompts (internal/locker HashPromptArguments, HashNormalizedString): argumentsHash =
             sha256(CanonicalizeJSONv2 of the arguments sorted by name in Go byte order, each
             {name, description if not "", required if true}); descriptionHash of the text with
             CRLF/CR as LF and trailing spaces/tabs of each line removed, when not "".
             Resource templates (HashTemplate): templateHash = sha256(CanonicalizeJSONv2
             {uriTemplate, mimeType if not ""}); nameHash / descriptionHash as above when not "".
  hangar/    MCP Hangar >= 1.2.1: sha256(jcs.canonicalize({name, description?, inputSchema?,
             outputSchema?})) with None / "" / {} / [] left out; Python ints exact.
             MCP Hangar 1.2.0: sha256(json.dumps(payload, sort_keys=True, separators=(",", ":")))
             with only None left out.
  assay/     Assay 5.4.0 (serde_jcs 0.2.0 = RFC 8785): ToolIdentity schema_hash / meta_hash and the
             P56b tool_definition_digest, unscoped and scoped with server_id.

Input: every test/conformance/wire/*.tools-list.jsonl (a raw tools/list response line, numbers as
the server wrote them; json.loads keeps integer literals exact, as the peers' parsers do), and
every *.prompts-list.jsonl and *.resource-templates-list.jsonl (MCPTrust only).
Run: python3 test/conformance/compute_expected.py   (rewrites <peer>/expected.json)
"""
import glob
import hashlib
import json
import math
import os
from decimal import Decimal

HERE = os.path.dirname(os.path.abspath(__file__))


def sha(data):
    if isinstance(data, str):
        data = data.encode("utf-8", "surrogatepass")
    return hashlib.sha256(data).hexdigest()


def shortest_digits(f):
    """Shortest round-trip digits and decimal exponent of a finite non-zero float (repr's)."""
    d = Decimal(repr(abs(f)))
    sign, digits, exponent = d.normalize().as_tuple()
    return "".join(map(str, digits)), exponent


def es6_number(f):
    """ECMAScript Number::toString, as RFC 8785 requires."""
    if f == 0:
        return "0"
    sign = "-" if f < 0 else ""
    digits, exp = shortest_digits(f)
    n = len(digits) + exp  # position of the decimal point
    k = len(digits)
    if k <= n <= 21:
        return sign + digits + "0" * (n - k)
    if 0 < n <= 21:
        return sign + digits[:n] + "." + digits[n:]
    if -6 < n <= 0:
        return sign + "0." + "0" * (-n) + digits
    e = n - 1
    mantissa = digits[0] + ("." + digits[1:] if k > 1 else "")
    return sign + mantissa + "e" + ("+" if e >= 0 else "-") + str(abs(e))


# ---- Go encoding/json (json.Marshal, escapeHTML on) ------------------------------------------

def go_string(s):
    out = ['"']
    for ch in s:
        c = ord(ch)
        if ch == '"':
            out.append('\\"')
        elif ch == "\\":
            out.append("\\\\")
        elif c < 0x20:
            out.append({8: "\\b", 12: "\\f", 10: "\\n", 13: "\\r", 9: "\\t"}.get(c, "\\u%04x" % c))
        elif ch in "<>&":
            out.append("\\u%04x" % c)
        elif c in (0x2028, 0x2029):
            out.append("\\u%04x" % c)
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def go_float(f):
    """strconv.AppendFloat(f, 'f' or 'e', -1, 64) as encoding/json's floatEncoder does."""
    if f == 0:
        return "-0" if math.copysign(1.0, f) < 0 else "0"
    a = abs(f)
    sign = "-" if f < 0 else ""
    digits, exp = shortest_digits(f)
    if a < 1e-6 or a >= 1e21:
        e = len(digits) + exp - 1
        mantissa = digits[0] + ("." + digits[1:] if len(digits) > 1 else "")
        text = "%s%se%s%02d" % (sign, mantissa, "+" if e >= 0 else "-", abs(e))
        if len(text) >= 4 and text[-4] == "e" and text[-3] == "-" and text[-2] == "0":  # encoding/json: e-09 to e-9
            text = text[:-2] + text[-1]
        return text
    return sign + format(Decimal(repr(a)).normalize(), "f")


def go_marshal(v):
    if v is None:
        return "null"
    if v is True:
        return "true"
    if v is False:
        return "false"
    if isinstance(v, (int, float)):
        return go_float(float(v))  # json.Unmarshal into interface{} gives float64
    if isinstance(v, str):
        return go_string(v)
    if isinstance(v, list):
        return "[" + ",".join(go_marshal(x) for x in v) + "]"
    keys = sorted(v, key=lambda k: k.encode("utf-8", "surrogatepass"))  # sort.Strings
    return "{" + ",".join(go_string(k) + ":" + go_marshal(v[k]) for k in keys) + "}"


def mcptrust(tool):
    desc = tool.get("description")
    schema = tool.get("inputSchema")
    schema_hash = "" if schema is None or schema == {} else "sha256:" + sha(go_marshal(schema))
    return {"description_hash": "sha256:" + sha(desc if isinstance(desc, str) else ""), "input_schema_hash": schema_hash}


# ---- RFC 8785 (JCS), Python flavour (ints exact) and serde_json flavour (all doubles) --------

def jcs(v, exact_ints):
    if v is None:
        return "null"
    if v is True:
        return "true"
    if v is False:
        return "false"
    if isinstance(v, int):
        return str(v) if exact_ints else es6_number(float(v))
    if isinstance(v, float):
        return es6_number(v)
    if isinstance(v, str):
        return json.dumps(v, ensure_ascii=False)
    if isinstance(v, list):
        return "[" + ",".join(jcs(x, exact_ints) for x in v) + "]"
    keys = sorted(v, key=lambda k: k.encode("utf-16-be", "surrogatepass"))
    return "{" + ",".join(json.dumps(k, ensure_ascii=False) + ":" + jcs(v[k], exact_ints) for k in keys) + "}"


def meaningful(value):
    if value is None:
        return False
    if isinstance(value, (dict, list, str)) and len(value) == 0:
        return False
    return True


def hangar(tool):
    current = {"name": tool.get("name")}
    v12 = {"name": tool.get("name")}
    for field in ("description", "inputSchema", "outputSchema"):
        value = tool.get(field)
        if meaningful(value):
            current[field] = value
        if value is not None:
            v12[field] = value
    return {
        "current": sha(jcs(current, exact_ints=True)),
        "v1_2_0": sha(json.dumps(v12, sort_keys=True, separators=(",", ":"))),
    }


# ---- MCPTrust prompts and resource templates (internal/locker/hash.go, canonicalize.go) --------

def mcptrust_jcs_string(s):
    """writeJCSString: \\" \\\\ \\b \\f \\n \\r \\t, other controls \\u%04x, everything else as is."""
    out = ['"']
    for ch in s:
        c = ord(ch)
        short = {0x22: '\\"', 0x5C: "\\\\", 8: "\\b", 12: "\\f", 10: "\\n", 13: "\\r", 9: "\\t"}.get(c)
        if short is not None:
            out.append(short)
        elif c < 0x20:
            out.append("\\u%04x" % c)
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def mcptrust_jcs(v):
    """CanonicalizeJSONv2 over what HashJCSJSON accepts (strings, bools, arrays, objects)."""
    if v is True:
        return "true"
    if v is False:
        return "false"
    if isinstance(v, str):
        return mcptrust_jcs_string(v)
    if isinstance(v, list):
        return "[" + ",".join(mcptrust_jcs(x) for x in v) + "]"
    keys = sorted(v, key=lambda k: k.encode("utf-16-be"))  # compareUTF16
    return "{" + ",".join(mcptrust_jcs_string(k) + ":" + mcptrust_jcs(v[k]) for k in keys) + "}"


def normalized_string_hash(s):
    s = s.replace("\r\n", "\n").replace("\r", "\n")
    return "sha256:" + sha("\n".join(line.rstrip(" \t") for line in s.split("\n")))


def mcptrust_prompt(prompt):
    args = prompt.get("arguments") or []
    projected = []
    for arg in sorted(args, key=lambda a: a.get("name", "").encode("utf-8")):  # Go string <: byte order
        item = {"name": arg.get("name", "")}
        if arg.get("description", "") != "":
            item["description"] = arg["description"]
        if arg.get("required") is True:
            item["required"] = True
        projected.append(item)
    out = {"argumentsHash": "sha256:" + sha(mcptrust_jcs(projected))}
    if prompt.get("description", "") != "":
        out["descriptionHash"] = normalized_string_hash(prompt["description"])
    return out


def mcptrust_template(template):
    mime = template.get("mimeType", "")
    out = {"templateHash": "sha256:" + sha(mcptrust_jcs({"uriTemplate": template["uriTemplate"], **({"mimeType": mime} if mime != "" else {})}))}
    for field, key in (("name", "nameHash"), ("description", "descriptionHash")):
        if template.get(field, "") != "":
            out[key] = normalized_string_hash(template[field])
    if mime != "":
        out["mimeType"] = mime
    return out


# Rust str::trim: the Unicode White_Space property.
WHITE_SPACE = "\t\n\x0b\x0c\r \x85\xa0\u1680" + "".join(chr(c) for c in range(0x2000, 0x200B)) + "\u2028\u2029\u202f\u205f\u3000"


def assay(tool, server_id):
    schema = tool["inputSchema"] if "inputSchema" in tool else tool.get("input_schema")
    has_schema = "inputSchema" in tool or "input_schema" in tool
    desc = tool.get("description")
    identity = {
        "schema_hash": sha(jcs(schema, exact_ints=False) if has_schema else "null"),
        "meta_hash": sha(desc if isinstance(desc, str) else ""),
    }

    def binding(scope):
        name = tool.get("name")
        if not isinstance(name, str) or name.strip(WHITE_SPACE) == "":
            return None
        projection = {"name": name}
        if isinstance(desc, str) and desc.strip(WHITE_SPACE) != "":
            projection["description"] = desc.strip(WHITE_SPACE)
        if schema is not None:
            if not isinstance(schema, dict):
                return None
            projection["input_schema"] = schema
        if scope is not None and scope.strip(WHITE_SPACE) != "":
            projection["server_id"] = scope.strip(WHITE_SPACE)
        return "sha256:" + sha(jcs(projection, exact_ints=False))

    identity["tool_definition_digest"] = binding(None)
    identity["tool_definition_digest_scoped"] = binding(server_id)
    return identity


def main():
    expected = {"mcptrust": {}, "hangar": {}, "assay": {}}
    for path in sorted(glob.glob(os.path.join(HERE, "wire", "*.tools-list.jsonl"))):
        name = os.path.basename(path)
        with open(path, encoding="utf-8") as f:
            text = f.read()
        tools = json.loads(text)["result"]["tools"]
        # Go decodes every number into a float64 (a "-0" literal keeps its sign).
        go_tools = json.loads(text, parse_int=float)["result"]["tools"]
        for peer in expected:
            expected[peer][name] = {}
        for tool, go_tool in zip(tools, go_tools):
            expected["mcptrust"][name][tool["name"]] = mcptrust(go_tool)
            expected["hangar"][name][tool["name"]] = hangar(tool)
            expected["assay"][name][tool["name"]] = assay(tool, "default-mcp-server")
    for kind, field, key, compute in (("prompts-list", "prompts", "name", mcptrust_prompt),
                                      ("resource-templates-list", "resourceTemplates", "uriTemplate", mcptrust_template)):
        for path in sorted(glob.glob(os.path.join(HERE, "wire", "*.%s.jsonl" % kind))):
            with open(path, encoding="utf-8") as f:
                items = json.loads(f.read())["result"][field]
            expected["mcptrust"][os.path.basename(path)] = {item[key]: compute(item) for item in items}
    for peer, table in expected.items():
        os.makedirs(os.path.join(HERE, peer), exist_ok=True)
        with open(os.path.join(HERE, peer, "expected.json"), "w", encoding="utf-8") as f:
            json.dump(table, f, indent=2, sort_keys=True, ensure_ascii=False)
            f.write("\n")


def digests_of_line(text, server_id):
    """Every peer's digests for the tools of one raw tools/list line (used by the integration test)."""
    tools = json.loads(text)["result"]["tools"]
    go_tools = json.loads(text, parse_int=float)["result"]["tools"]
    return {
        tool["name"]: {"mcptrust": mcptrust(go_tool), "hangar": hangar(tool), "assay": assay(tool, server_id)}
        for tool, go_tool in zip(tools, go_tools)
    }


if __name__ == "__main__":
    import sys

    if len(sys.argv) == 3:  # compute_expected.py LINE_FILE SERVER_ID: print the digests of one line
        with open(sys.argv[1], encoding="utf-8") as f:
            print(json.dumps(digests_of_line(f.read(), sys.argv[2]), sort_keys=True))
    else:
        main()
