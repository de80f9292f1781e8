use diff::*;
use kernel::u27_const_static_tables;

fn main() {
    diff::main(|d| {
        for n in [1usize, 256, 300] {
            launch!(d, threads(n.div_ceil(128), 128), u27_const_static_tables(px = buf(bytes(n, 69)), out = buf_mut(zeros(n))));
        }
    });
}
