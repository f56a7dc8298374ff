# cmake -DINPUT=FILE -DOUTPUT=FILE.cpp -DHEADER=H -DNAMESPACE=ns -DFUNCTION=name -P EmbedFile.cmake
# -DHEADER=path.h (declares the function)
# Writes a C++ source whose `llvm::StringRef ns::name()` returns FILE's bytes.
file(READ "${INPUT}" bytes HEX)
string(LENGTH "${bytes}" length)
math(EXPR size "${length} / 2")
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "'\\\\x\\1'," chars "${bytes}")
# Lines of 16 bytes keep the source readable by compilers and people.
string(REGEX REPLACE "(('\\\\x[0-9a-f][0-9a-f]',){16})" "\\1\n" chars "${chars}")
file(WRITE "${OUTPUT}.tmp"
"// Generated from ${INPUT} by cmake/EmbedFile.cmake: do not edit.
#include \"${HEADER}\"
namespace {
const char data[] = {
${chars}
'\\0'};
} // namespace
llvm::StringRef ${NAMESPACE}::${FUNCTION}() { return {data, ${size}}; }
")
file(COPY_FILE "${OUTPUT}.tmp" "${OUTPUT}" ONLY_IF_DIFFERENT)
file(REMOVE "${OUTPUT}.tmp")
