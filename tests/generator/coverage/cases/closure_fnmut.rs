use diff::*;
use kernel::closure_fnmut;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32), (1000, 128), (4097, 256)] {
            launch!(d, threads(n.div_ceil(block), block), closure_fnmut(m = buf(u32s(5 * n, 102)), width = val(5usize), out = buf_mut(zeros(n))));
        }
    });
}
