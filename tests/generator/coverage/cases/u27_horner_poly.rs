use diff::*;
use kernel::u27_horner_poly;

fn main() {
    diff::main(|d| {
        for (n, deg) in [(1usize, 0usize), (100, 4), (513, 9)] {
            launch!(d, threads(n.div_ceil(128), 128),
                    u27_horner_poly(coeffs = buf(floats(deg, 37)), xs = buf(floats(n, 38)), ys = buf_mut(zeros(n)), dys = buf_mut(zeros(n))));
        }
    });
}
