#!/usr/bin/env python3
"""Every kernel the host side of a CUDA translation unit launches has device code.

nvcc compiles a file twice: the host pass instantiates each __global__ template
that host code launches (rsgpu::launch, a generated launch stub, <<<>>>), the
device pass emits PTX for each it instantiates itself. A guard that hides a
kernel's reference from the device pass (the generated launch stubs once did:
docs/generator/e2e.md) compiles cleanly, yet the kernel has no device code and
fails only on a GPU (cudaErrorInvalidDeviceFunction). This compiles SOURCE
(nvcc -c, PTX only) and checks that every kernel template the host pass
instantiated (its `__wrapper__device_stub_` in the object) is a `.entry` of the
PTX, naming each that is not.

  launch_entries.py NVCC SOURCE INCLUDE_DIR WORK_DIR [MIN_KERNELS]

MIN_KERNELS (default 1): fewer host-side kernels is an error too, so a file
whose launches vanished cannot pass by having nothing to check.
"""
import pathlib
import re
import shutil
import subprocess
import sys


def strip_params(sig):
    """'void ns::k<A, B>(A, B)' -> 'ns::k<A, B>' (drops the return type and
    the parameter list, which differ between a kernel and its host stub)."""
    sig = sig.strip()
    if sig.endswith(")"):
        depth = 0
        for i in range(len(sig) - 1, -1, -1):
            depth += {")": 1, "(": -1}.get(sig[i], 0)
            if depth == 0:
                sig = sig[:i]
                break
    if sig.startswith("void "):
        sig = sig[len("void "):]
    return sig.replace("> >", ">>").strip()


def demangle(names):
    if not names:
        return []
    out = subprocess.run(["c++filt"], input="\n".join(names), capture_output=True,
                         text=True, check=True).stdout.splitlines()
    return out


def main():
    nvcc, source, include, work = sys.argv[1:5]
    min_kernels = int(sys.argv[5]) if len(sys.argv) > 5 else 1
    work = pathlib.Path(work)
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    obj = work / "tu.o"
    # compute_90: PTX only (no ptxas); --keep leaves the PTX of the device pass.
    r = subprocess.run([nvcc, "-std=c++17", "-x", "cu", "--expt-relaxed-constexpr",
                        "-arch=compute_90", "-c", "--keep", "--keep-dir", str(work),
                        "-I" + include, source, "-o", str(obj)],
                       capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(f"nvcc failed ({r.returncode}) on {source}:\n{r.stdout}{r.stderr}")
    ptxs = list(work.glob("*.ptx"))
    if len(ptxs) != 1:
        sys.exit(f"expected one PTX file from nvcc --keep in {work}, found {len(ptxs)}")
    entries = re.findall(r"\.entry\s+([A-Za-z_][A-Za-z0-9_$]*)", ptxs[0].read_text())
    device = {strip_params(d) for d in demangle(entries)}

    syms = subprocess.run(["nm", "-C", str(obj)], capture_output=True, text=True,
                          check=True).stdout.splitlines()
    host = set()
    for line in syms:
        parts = line.split(None, 2)
        if len(parts) == 3 and parts[1] in "tTwW" and "__wrapper__device_stub_" in parts[2]:
            host.add(strip_params(parts[2].replace("__wrapper__device_stub_", "")))
    missing = sorted(host - device)
    if missing:
        names = "".join(f"\n  {m}" for m in missing)
        sys.exit(f"{source}: {len(missing)} of the {len(host)} kernels the host side "
                 f"launches have no .entry in the device pass's PTX (the device pass "
                 f"never instantiated them):{names}")
    if len(host) < min_kernels:
        sys.exit(f"{source}: the host side launches {len(host)} kernel templates, "
                 f"expected at least {min_kernels}")
    print(f"{source}: all {len(host)} kernels the host side launches have their .entry "
          f"({len(entries)} in the PTX)")


if __name__ == "__main__":
    main()
