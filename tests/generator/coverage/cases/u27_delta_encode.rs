use diff::*;
use kernel::u27_delta_encode;

fn main() {
    diff::main(|d| {
        for n in [1usize, 100, 1025] {
            launch!(d, threads(n.div_ceil(128), 128),
                    u27_delta_encode(x = buf(from_fn(n, |i| hash(35, i) as i16)), out = buf_mut(zeros(n))));
        }
    });
}
