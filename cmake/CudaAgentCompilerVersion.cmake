# Script mode (cmake -P), run by the cuda-agent-compiler-version target on
# every build: hashes the sources that decide generated code and the
# policy's choices (the compiler's libraries, passes, dialect, tools and the
# embedded models) and writes OUTPUT, the C++ string literal of the compiler
# version, only when it changed (so a build after a docs-only change links
# nothing). Plans, measurement caches and experience records are keyed by it:
# a record made by another compiler is never served as this one's.
#
#   cmake -DSOURCE_DIR=... -DVERSION=0.1.0 -DOUTPUT=.../CompilerVersion.inc -P this
cmake_minimum_required(VERSION 3.21)
set(hashed "")
foreach(folder IN ITEMS dialects include lib models passes tools)
  file(GLOB_RECURSE files RELATIVE "${SOURCE_DIR}"
       "${SOURCE_DIR}/${folder}/*")
  list(SORT files)
  foreach(file IN LISTS files)
    file(SHA256 "${SOURCE_DIR}/${file}" digest)
    string(APPEND hashed "${file} ${digest}\n")
  endforeach()
endforeach()
file(SHA256 "${SOURCE_DIR}/CMakeLists.txt" digest)
string(APPEND hashed "CMakeLists.txt ${digest}\n")
string(SHA256 sources "${hashed}")
string(SUBSTRING "${sources}" 0 16 sources)
file(WRITE "${OUTPUT}.tmp" "\"${VERSION}+${sources}\"\n")
file(COPY_FILE "${OUTPUT}.tmp" "${OUTPUT}" ONLY_IF_DIFFERENT)
file(REMOVE "${OUTPUT}.tmp")
